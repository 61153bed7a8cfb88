import fs from 'node:fs';
import path from 'node:path';
import { isPlatformService, type PlatformService } from './platform-service';

/**
 * Every platform service, read from its folder: each `server/platform/<service>/<service>.entry.ts`
 * exports what `definePlatformService` made. Nothing is listed by hand; a new service is a
 * folder. Services reach each other through ports, filled as they start and called later, so
 * their order (the folders' names) does not matter.
 */
function findServices(): PlatformService[] {
  const services: PlatformService[] = [];
  for (const folder of fs.readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()) {
    const entry = path.join(__dirname, folder, `${folder}.entry.ts`);
    if (!fs.existsSync(entry)) throw new Error(`server/platform/${folder}/ has no ${folder}.entry.ts: every folder here is a service`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the folders are the registry, read as they are
    const found = Object.values(require(entry) as Record<string, unknown>).filter(isPlatformService);
    if (found.length !== 1) throw new Error(`${folder}.entry.ts must export one definePlatformService(...)`);
    services.push(found[0]!);
  }
  return services;
}

export const PLATFORM_SERVICES: PlatformService[] = findServices();
