// The wallet feature's public face (README, "Layers").
export { playableBalanceOf } from './wallet-feed';
