/** What the cashier's tests read of a request the test http client got (axios' request config, structurally). */
export interface RequestConfig {
  url?: string;
  data?: unknown;
  params?: unknown;
  headers: Record<string, unknown>;
}
