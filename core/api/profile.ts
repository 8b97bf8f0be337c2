/**
 * The member's profile (§3: nickname, payee name, birthday, address, permanent address,
 * nationality, place of birth, occupation, source of income), an uploaded head icon and identity
 * verification (§3, §4: ID front, ID back, ID selfie; none → pending → verified or rejected).
 * The platform says which profile fields may still be changed; the head icon's list and choice
 * are `headIcons` / `setHeadIcon` of core/api/member.ts.
 */
import { endpoint } from './endpoint.ts';
import { boolean, literal, nullable, number, object, optional, string, withDefault, type Infer } from './schema.ts';

/** The profile fields of §3, in the order the profile page shows them. */
export const PROFILE_FIELDS = [
  'nickname',
  'payeeName',
  'birthday',
  'address',
  'permanentAddress',
  'nationality',
  'placeOfBirth',
  'occupation',
  'sourceOfIncome',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const profileFieldSchema = object({
  value: withDefault(string, ''),
  /** Whether the player may change it now (e.g. the payee name only while it is unset). */
  editable: boolean,
  /** Why not, as an i18n key of the platform (`profile.locked.once`, `profile.locked.verified`). */
  lockedReason: optional(string),
});
export type ProfileFieldState = Infer<typeof profileFieldSchema>;

export const profileSchema = object({
  nickname: profileFieldSchema,
  payeeName: profileFieldSchema,
  birthday: profileFieldSchema,
  address: profileFieldSchema,
  permanentAddress: profileFieldSchema,
  nationality: profileFieldSchema,
  placeOfBirth: profileFieldSchema,
  occupation: profileFieldSchema,
  sourceOfIncome: profileFieldSchema,
});
export type Profile = Infer<typeof profileSchema>;

export const profile = endpoint<void, Profile>({
  name: 'profile',
  method: 'GET',
  path: '/wps/member/profile',
  moduleId: 'COMM3',
  auth: 'required',
  response: profileSchema,
});

/**
 * Changes the fields sent (only editable ones; the platform refuses the rest with `profile.locked`).
 * Setting the payee name needs the login password again as `password` (`reauth.required`).
 */
export const saveProfile = endpoint<Partial<Record<ProfileField, string>> & { password?: string }, Profile>({
  name: 'saveProfile',
  method: 'POST',
  path: '/wps/member/profile',
  moduleId: 'COMM3',
  auth: 'required',
  encrypt: true,
  response: profileSchema,
});

/** A png or jpg of at most 5 MB as a data URL; the value is the new head icon's URL. */
export const uploadHeadIcon = endpoint<{ image: string }, { headIcon: string }>({
  name: 'uploadHeadIcon',
  method: 'POST',
  path: '/wps/member/headIcon/upload',
  moduleId: 'COMM3',
  auth: 'required',
  response: object({ headIcon: string }),
});

export const VERIFICATION_STATES = ['none', 'pending', 'verified', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const verificationSchema = object({
  status: literal(...VERIFICATION_STATES),
  /** The operator's reason when rejected. */
  reason: withDefault(nullable(string), null),
  submittedAt: withDefault(nullable(number), null),
  decidedAt: withDefault(nullable(number), null),
});
export type Verification = Infer<typeof verificationSchema>;

export const verification = endpoint<void, Verification>({
  name: 'verification',
  method: 'GET',
  path: '/wps/member/verification',
  moduleId: 'COMM3',
  auth: 'required',
  response: verificationSchema,
});

/** ID front, ID back and ID selfie as png or jpg data URLs (5 MB each); the state becomes pending. */
export const submitVerification = endpoint<{ front: string; back: string; selfie: string }, Verification>({
  name: 'submitVerification',
  method: 'PUT',
  path: '/wps/member/verification',
  moduleId: 'COMM3',
  auth: 'required',
  response: verificationSchema,
});

export const profileEndpoints = [profile, saveProfile, uploadHeadIcon, verification, submitVerification] as const;
