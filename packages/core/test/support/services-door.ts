import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net'

// Services that go away and come back, for the tests of what the modal does meanwhile: real
// servers behind a loopback port that can be closed, and reopened onto one server or another.

/** A loopback URL nobody listens on: the services server is down. */
export async function unreachableUrl(): Promise<string> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return `http://127.0.0.1:${port}`
}

/**
 * A TCP door on a fixed port: closed, nothing listens there (the services are unreachable);
 * opened, connections are piped through to `target`, or to the server `open` is given.
 */
export async function servicesDoor(target: string) {
  const port = Number(new URL(await unreachableUrl()).port)
  const sockets = new Set<Socket>()
  let listener: Server | undefined
  return {
    url: `http://127.0.0.1:${port}`,
    async open(to = target) {
      const targetPort = Number(new URL(to).port)
      listener = createServer((inbound) => {
        const outbound = connect(targetPort, '127.0.0.1')
        for (const socket of [inbound, outbound]) {
          sockets.add(socket)
          socket.on('error', () => {})
          socket.on('close', () => sockets.delete(socket))
        }
        inbound.pipe(outbound).pipe(inbound)
      })
      await new Promise<void>((resolve) => listener?.listen(port, '127.0.0.1', resolve))
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => (listener ? listener.close(resolve) : resolve(undefined)))
      listener = undefined
    },
  }
}
