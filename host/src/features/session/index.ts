// The session feature's public face to the other features (README, "Layers").
export { signupPath, sitePathOf } from './login-redirect';
export { STORAGE_KEYS } from './token-storage';
