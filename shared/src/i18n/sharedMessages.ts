import en from './en.json';
import { translator } from './translator';

/** The shared screens' words (the UI kit, the address and measurement forms, payment), keys under 'shared.'. */
export const useSharedT = translator<keyof typeof en>({ en, hi: () => import('./hi.json') });
