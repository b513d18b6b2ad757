import type { DataLayer } from '../db/index.ts'
import type { Env } from '../env.ts'
import type { ImageService } from '../images/image-service.ts'
import type { Logger } from '../log.ts'
import type { Services } from '../services.ts'

/** What every API router is built from. `now` is injectable so tests control the clock. */
export interface ApiDeps {
  data: DataLayer
  services: Services
  images: ImageService
  env: Env
  logger: Logger
  now: () => Date
}
