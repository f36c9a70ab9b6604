// The guards' public face: the rules other features read (README, "Layers").
export { accessRightsOf, isSupportWidgetVisible } from './guard-rules';
