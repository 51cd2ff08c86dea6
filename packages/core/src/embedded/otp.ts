// One-time codes, kept apart from the other rules so the code field's chunk needs nothing else.

/** One-time codes are six digits. */
export const OTP_LENGTH = 6

export const isOtp = (value: unknown): value is string => typeof value === 'string' && /^\d{6}$/.test(value)

/** The digits of a pasted or typed code, at most six (spaces and dashes dropped). */
export const otpDigits = (text: string): string => text.replace(/\D/g, '').slice(0, OTP_LENGTH)
