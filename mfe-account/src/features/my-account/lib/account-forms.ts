import { z } from '@casino/shared-modules/zod';
import { newPasswordRule, phoneBodyRule, phonePrefixRule, requiredText } from '../../../lib/field-rules';

/**
 * The account area's forms (spec 000 §2 address, password, phone screens). Bounds are the platform's
 * (`addressUpdateRequestSchema`, `passwordChangeRequestSchema`, `mobilePhoneSchema` of the wire); the
 * messages are keys of the `account` namespace. Field names are the platform's, so its
 * `validationErrors` land on them as they come.
 */

/** `POST /player/address`: street address, city and postal code, trimmed. */
export const addressFormSchema = z.object({
  address: requiredText(200, 'details.address.errors.addressRequired', 'details.address.errors.addressTooLong'),
  city: requiredText(100, 'details.address.errors.cityRequired', 'details.address.errors.cityTooLong'),
  postalCode: requiredText(20, 'details.address.errors.postalCodeRequired', 'details.address.errors.postalCodeTooLong'),
});
export type AddressFormValues = z.infer<typeof addressFormSchema>;

/** `POST /player/password`: the current password, the new one (the sign-up rule) twice, and not the same as before. */
export const passwordFormSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, 'password.errors.oldRequired')),
    newPassword: newPasswordRule,
    repeatPassword: z.string(),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.newPassword && values.newPassword === values.oldPassword) {
        context.addIssue({ code: 'custom', path: ['newPassword'], message: 'password.errors.sameAsOld' });
      }
      if (values.repeatPassword !== values.newPassword) {
        context.addIssue({ code: 'custom', path: ['repeatPassword'], message: 'password.errors.mismatch' });
      }
    }),
  );
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

/** The new phone: a listed prefix and 6 to 12 digits. */
export const phoneFormSchema = z.object({ prefix: phonePrefixRule, body: phoneBodyRule });
export type PhoneFormValues = z.infer<typeof phoneFormSchema>;

/** The six-digit code of the SMS (`verificationCodeSchema` of the wire). */
export const smsCodeFormSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'phone.errors.codeFormat')),
});
export type SmsCodeFormValues = z.infer<typeof smsCodeFormSchema>;
