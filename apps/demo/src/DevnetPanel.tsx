import type { DevnetManifest } from '@latch/devnet'

/** The local chains the demo talks to, with their RPC addresses for other tools. */
export function DevnetPanel({ manifest }: { manifest: DevnetManifest | null }) {
  return (
    <section aria-labelledby="devnet-heading">
      <h2 id="devnet-heading">Devnet</h2>
      {manifest ? (
        <div className="table-scroll">
          <table>
            <tbody>
              {manifest.chains.map((chain) => (
                <tr key={chain.id}>
                  <th scope="row">{chain.name}</th>
                  <td>chain {chain.id}</td>
                  <td>
                    <code>{chain.rpcUrl}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">No devnet manifest found. Start everything with npm start.</p>
      )}
    </section>
  )
}
