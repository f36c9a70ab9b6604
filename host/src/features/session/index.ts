// The session feature's public face to the other features (README, "Layers").
export { signupPath } from './login-redirect';
export { STORAGE_KEYS } from './token-storage';
