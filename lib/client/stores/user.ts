import { create } from 'zustand';
import type { UserInfo, UserProfile } from '@/lib/contracts/userInfo';
import { settings } from '@/lib/config/settings';
import { getToken, removeToken, setToken as storeToken } from '../token';

export const GUEST = 'guest';

export interface UserState {
  token: string | null;
  username: string;
  avatar: string;
  /** The User object of the userInfo answer (spec §3); null until loaded. */
  profile: UserProfile | null;
  setToken(token: string): void;
  setUserInfo(info: Pick<UserInfo, 'username' | 'avatar' | 'User'>): void;
  /** Virtual-role mode (login interception off, spec §4). */
  setVirtualUser(): void;
  /** Back to the guest: name, default avatar, no token (also removed from storage), no profile. */
  reset(): void;
}

const guest = () => ({ username: GUEST, avatar: settings.defaultAvatar, profile: null });

export const useUserStore = create<UserState>()((set) => ({
  token: getToken(),
  ...guest(),
  setToken(token) {
    storeToken(token);
    set({ token });
  },
  setUserInfo: ({ username, avatar, User }) => set({ username, avatar: avatar || settings.defaultAvatar, profile: User }),
  setVirtualUser: () => set({ username: 'admin(未开启登录拦截)', avatar: settings.defaultAvatar }),
  reset() {
    removeToken();
    set({ token: null, ...guest() });
  },
}));
