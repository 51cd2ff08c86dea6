// Who is calling, as the services see it: sent as `st` and `sv` beside the project id.
export const DEFAULT_SDK_TYPE = 'latch'
export const DEFAULT_SDK_VERSION = 'latch-core-0.0.0'
