// A DOM test's first open of the modal loads and compiles its chunks, which on a busy 2-core
// machine can alone take longer than testing-library's 1 s default for findBy and waitFor. Those
// waits still end as soon as what they wait for is there; only a failure takes longer to report.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom')
  configure({ asyncUtilTimeout: 5_000 })
}

export {}
