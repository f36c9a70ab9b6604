export { startFieldData, type FieldDataOptions } from './start-field-data';
