/**
 * `@casino/shared/game`: what casino and live casino share to show a game: the frame (iframe, header
 * with full screen, launch states), the pause bridge from the bus to the frame, the launch error and the
 * panel and status text of a game page.
 */
export { GameFrame, GameStatus, gameFrameLabels } from './game-frame';
export { GAME_KIT_TEXTS } from './game-kit-texts';
export { frameOriginOf, useGamePause } from './use-game-pause';
export { GamePanel, LaunchError } from './launch-error';
export { GameTileCaption, gamePlayPath } from './game-tile-caption';
export { CAROUSEL_CELL, GameSectionHeader, LobbySectionFrame, TILE_GAP_PX, TileGridFrame, carouselScroll, tileListBase } from './game-section';
export {
  buildPariplayPayload,
  buildPragmaticPayload,
  buildSoftswissPayload,
  jurisdictionOf,
  type ProviderLaunchContext,
} from './provider-payloads';
