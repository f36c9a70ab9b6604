/**
 * The bench's throttling: CPU 4× slower (a mid-range phone), 40 ms latency, 10 Mbit/s both ways. The LCP
 * comparison, the interaction figures and Lighthouse's `bench` preset load under it; e2e specs that need a
 * phone's CPU take `cpuRate` from here, so both speak of the same phone.
 */
export const THROTTLING = { cpuRate: 4, latencyMs: 40, downloadBitsPerSecond: 10_000_000, uploadBitsPerSecond: 10_000_000 };
