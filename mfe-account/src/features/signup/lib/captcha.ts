/**
 * The captcha token sent with the registration (spec 001 §7: "captcha token header"). The spec names no
 * captcha provider and the sandbox accepts any token that is not empty, so this is a stand-in: a real
 * provider's widget would hand over its token here, and the platform's 403 `error.captcha.validation`
 * (spec 001 §8) already shows its message.
 */
export function captchaToken(): string {
  return `stand-in-${Date.now().toString(36)}`;
}
