import type { UserProfile } from '@threadway/contracts';

export type DialogMode = 'fullName' | 'email' | 'bindEmail' | 'phone' | 'password' | 'verifyEmail';

export interface DialogFormProps {
  profile: UserProfile;
  /** Done: the updated profile when the call answered one. */
  onSaved: (profile?: UserProfile) => void;
  onCancel: () => void;
}
