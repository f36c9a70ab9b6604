import { createAppConfig } from '@casino/build/webpack';
import { federation } from './federation.config';

export default (mode: 'production' | 'development') => createAppConfig({ dir: import.meta.dirname, ...federation }, mode);
