import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { Migrations } from '../db/migrate';
import type { PlatformPorts } from './ports';

/** What every service is started with. Each reads its own settings from the configuration. */
export interface PlatformSettings {
  database: DatabaseHandle;
  config: Config;
  /** The partner key; also the root of the platform's own signing secrets. */
  partnerKey: string;
  logger: Logger;
}

export interface SeedOptions {
  /** Import the world's places (seconds the first time, a no-op after). Default true. */
  locations?: boolean;
}

export interface StartedService {
  routes: Router;
  /** Ports this service offers the others. */
  offers?: Partial<PlatformPorts>;
  /** Builds in-memory lookups ahead of the first request. */
  warm?(): Promise<void>;
  /** Work done after replies (an outbox worker): started with the platform, stopped before it closes. */
  worker?: BackgroundWorker;
  /** Lets go of what the service holds open (the mail service's SMTP connections) once the platform has closed. */
  close?(): void;
}

export interface BackgroundWorker {
  start(): void;
  /** Does every due piece of work now; resolves when none is left. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One platform service, whole: the migrations of the tables it owns, the reference data it
 * seeds, and how it starts (its routes, and the ports it offers). Found in its folder by `services.ts`.
 */
export interface PlatformService {
  name: string;
  migrations: Migrations;
  /** Reference data; runs on every start, so it only inserts or refreshes. */
  seed?(database: DatabaseHandle, options: SeedOptions, logger: Logger): Promise<void>;
  start(settings: PlatformSettings, ports: PlatformPorts): StartedService;
}

const DEFINED = new WeakSet<object>();

export function definePlatformService(service: PlatformService): PlatformService {
  DEFINED.add(service);
  return service;
}

/** Whether `value` is a service `definePlatformService` made: how services.ts finds them in their folders. */
export function isPlatformService(value: unknown): value is PlatformService {
  return typeof value === 'object' && value !== null && DEFINED.has(value);
}
