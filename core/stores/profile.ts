/**
 * The signed-in player's profile (§3 fields, which of them may change), head icon and identity
 * verification (§4), dropped with the session. Saving or uploading also refreshes the member
 * info, which the header and the member centre show (nickname, head icon, verification state).
 */
import { call } from '../api/request.ts';
import { headIcons, setHeadIcon } from '../api/member.ts';
import { profile, saveProfile, submitVerification, uploadHeadIcon, verification, type Profile, type ProfileField, type Verification } from '../api/profile.ts';
import { memberStore } from './member.ts';
import { remote } from './remote.ts';
import { onPlayerChange } from './player.ts';

export const profileStore = remote<Profile>((signal) => call(profile, undefined, { signal }));

export const verificationStore = remote<Verification>((signal) => call(verification, undefined, { signal }));

/** The platform's head icons to choose from and the current one. */
export const headIconStore = remote<{ current: string; icons: string[] }>((signal) => call(headIcons, undefined, { signal }));

onPlayerChange(() => {
  profileStore.reset();
  verificationStore.reset();
  headIconStore.reset();
});

/** Saves the changed fields; the store then holds what the platform answered. */
/** Saves changed fields; `password` (the login password again) goes along when the payee name is set. */
export async function saveProfileFields(changes: Partial<Record<ProfileField, string>>, password?: string): Promise<Profile> {
  const next = await call(saveProfile, password === undefined ? changes : { ...changes, password });
  profileStore.set(next);
  if ('nickname' in changes) void memberStore.load({ force: true });
  return next;
}

function headIconChanged(url: string): void {
  const icons = headIconStore.$state.get().value;
  if (icons) headIconStore.set({ ...icons, current: url });
  const member = memberStore.$state.get().value;
  if (member) memberStore.set({ ...member, headIcon: url });
  void memberStore.load({ force: true });
}

/** Picks one of the platform's icons (its URL, as `headIcons` lists it). */
export async function chooseHeadIcon(url: string): Promise<void> {
  await call(setHeadIcon, { icon: url });
  headIconChanged(url);
}

/** Uploads a png or jpg (a data URL already checked on the device) as the head icon. */
export async function uploadOwnHeadIcon(dataUrl: string): Promise<string> {
  const { headIcon } = await call(uploadHeadIcon, { image: dataUrl });
  headIconChanged(headIcon);
  return headIcon;
}

export async function sendIdentityDocuments(images: { front: string; back: string; selfie: string }): Promise<Verification> {
  const next = await call(submitVerification, images);
  verificationStore.set(next);
  const member = memberStore.$state.get().value;
  if (member) memberStore.set({ ...member, verification: next.status });
  return next;
}
