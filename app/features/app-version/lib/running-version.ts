// Inside the mobile wrapper the running build is told by Capacitor's App plugin (getInfo: id = package, build =
// versionCode); in a browser there is none and nothing is checked.
import { isNativeApp } from '#app/lib/platform.ts';

export interface RunningVersion {
  package: string;
  code: number;
}

interface AppPlugin {
  getInfo?: () => Promise<{ id?: string; build?: string | number }>;
}

export async function readRunningVersion(): Promise<RunningVersion | null> {
  if (!isNativeApp()) return null;
  const plugin = (window as { Capacitor?: { Plugins?: { App?: AppPlugin } } }).Capacitor?.Plugins?.App;
  const info = await plugin?.getInfo?.().catch(() => null);
  const code = Number(info?.build);
  if (!info?.id || !Number.isInteger(code)) return null;
  return { package: info.id, code };
}

/** PRODUCT §7: the wrapper compares version.code with its own; only a newer build of the same package counts. */
export function isNewer(
  running: RunningVersion,
  latest: { package: string; version: { code: number } },
): boolean {
  return latest.package === running.package && latest.version.code > running.code;
}
