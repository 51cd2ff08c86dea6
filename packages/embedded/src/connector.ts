/** The embedded wallet's one connector id (type AUTH, namespace eip155). */
export const EMBEDDED_CONNECTOR_ID = 'latch-embedded'
