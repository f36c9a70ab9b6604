import { createAppConfig } from '@casino/build/webpack';
import { federation } from './federation.config';

interface HtmlPlugin {
  constructor: { name: string };
  userOptions?: { publicPath?: string };
  options?: { publicPath?: string };
}

export default (mode: 'production' | 'development') => {
  const config = createAppConfig({ dir: import.meta.dirname, ...federation }, mode);
  if (mode === 'development') {
    // The harness page is opened at deep links (/en-UN/promotions/casino): with the preset's
    // `publicPath: 'auto'` its script tags are relative and resolve under that path. Absolute tags
    // fix it; 'auto' still finds the chunks next to the entry. To move into @casino/build.
    for (const plugin of (config.plugins ?? []) as HtmlPlugin[]) {
      if (plugin.constructor.name !== 'HtmlWebpackPlugin') continue;
      if (plugin.userOptions) plugin.userOptions.publicPath = '/';
      if (plugin.options) plugin.options.publicPath = '/';
    }
  }
  return config;
};
