import express from 'express';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/database';
import { joinMigrations, migrateToLatest, WEB_MIGRATIONS } from '../db/migrate';
import { jsonErrorHandler, jsonNotFound } from '../http/error-handler';
import { answerInProcess, contractsServedBy, type ContractHandler, type ContractReply, type RawContractInput } from '../http/mount-contract';
import type { Contract } from '../../shared/api/contract';
import { listen, type RunningServer } from '../http/listen';
import { requirePartner } from './partner-auth';
import type { BackgroundWorker, PlatformSettings, SeedOptions } from './platform-service';
import type { PlatformPorts } from './ports';
import { PLATFORM_SERVICES } from './services';

/**
 * The one way the platform is assembled: by `npm start` (in-process, on a loopback port), by
 * `npm run platform` (its own process) and by the tests.
 */

/**
 * Brings a database up to date: one migration history holding the web tier's tables and every
 * platform service's, then each service's reference data. Returns the migrations applied.
 */
export async function prepareDatabase(database: DatabaseHandle, logger: Logger, options: SeedOptions = {}): Promise<string[]> {
  const applied = await migrateToLatest(database, allMigrations());
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  for (const service of PLATFORM_SERVICES) await service.seed?.(database, options, logger);
  return applied;
}

export function allMigrations() {
  return joinMigrations(WEB_MIGRATIONS, ...PLATFORM_SERVICES.map((service) => service.migrations));
}

export interface PlatformOptions extends PlatformSettings {
  partnerId: string;
  /** Build in-memory lookups at start, before `startPlatform` resolves, rather than on first use. */
  warmCaches?: boolean;
  /** Start the services' background workers (outbox jobs). Default true; tests may hold them back. */
  runWorkers?: boolean;
}

/** The platform's HTTP app: every service's routes behind the partner key. */
export function createPlatformApp(options: PlatformOptions): express.Express {
  return assemblePlatform(options).app;
}

/**
 * The platform's contracts for a caller in the same process (the site, in `npm start`): each one
 * answered by its handler directly, parsed and validated as over HTTP, without the partner key a
 * caller in another process must show. Undefined for a contract the platform does not serve so.
 */
export interface InProcessPlatform {
  answer(contract: Contract, input: RawContractInput): Promise<ContractReply> | undefined;
}

function assemblePlatform(options: PlatformOptions): {
  app: express.Express;
  inProcess: InProcessPlatform;
  workers: BackgroundWorker[];
  warm(): Promise<void>;
  release(): void;
} {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.get('/health', async (_req, res) => {
    await options.database.ping();
    res.json({ status: 'ok' });
  });
  app.use(express.json({ limit: '100kb' }));
  app.use(requirePartner(options.partnerId, options.partnerKey));

  const ports = {} as PlatformPorts;
  const workers: BackgroundWorker[] = [];
  const warmers: { name: string; warm(): Promise<void> }[] = [];
  const closers: (() => void)[] = [];
  const handlers = new Map<Contract, ContractHandler<Contract>>();
  for (const service of PLATFORM_SERVICES) {
    const started = service.start(options, ports);
    Object.assign(ports, started.offers);
    if (started.worker) workers.push(started.worker);
    if (started.warm) warmers.push({ name: service.name, warm: started.warm });
    if (started.close) closers.push(started.close);
    app.use(started.routes);
    for (const [contract, handler] of contractsServedBy(started.routes)) handlers.set(contract, handler);
  }
  const inProcess: InProcessPlatform = {
    answer(contract, input) {
      const handler = handlers.get(contract);
      return handler && answerInProcess(contract, handler, input, (error) => options.logger.error({ err: error, contract: contract.name }, 'request failed'));
    },
  };

  app.use(jsonNotFound());
  app.use(jsonErrorHandler(options.logger));
  const warm = async () => {
    for (const each of warmers) {
      // A cache that cannot be built is built on first use instead; the platform still serves.
      await each.warm().catch((error: unknown) => options.logger.error({ err: error, service: each.name }, 'could not warm caches'));
    }
    options.logger.info({ services: warmers.map((each) => each.name) }, 'caches warmed');
  };
  return { app, inProcess, workers, warm, release: () => closers.forEach((close) => close()) };
}

export interface RunningPlatform extends RunningServer {
  /** The services' background work (outbox jobs). */
  workers: BackgroundWorker;
  /** Its contracts for a caller in this process (createPlatformClient's `inProcess`). */
  inProcess: InProcessPlatform;
}

/**
 * The platform listening on a port (0: any free one), with its workers started (work left by a
 * crashed process is done now). With `warmCaches` it resolves only once its caches are built, so
 * whoever announces the site does so when requests are answered at once. Closing stops the
 * workers (letting a running job finish) before the server, then lets go of the services'
 * connections (SMTP).
 */
export async function startPlatform(options: PlatformOptions, port = 0, host = '127.0.0.1'): Promise<RunningPlatform> {
  const { app, inProcess, workers, warm, release } = assemblePlatform(options);
  const server = await listen(app, port, host);
  if (options.warmCaches) await warm();
  const all: BackgroundWorker = {
    start: () => workers.forEach((worker) => worker.start()),
    drain: async () => {
      await Promise.all(workers.map((worker) => worker.drain()));
    },
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
  if (options.runWorkers !== false) all.start();
  return {
    url: server.url,
    workers: all,
    inProcess,
    close: async () => {
      await all.stop();
      await server.close();
      release();
    },
  };
}
