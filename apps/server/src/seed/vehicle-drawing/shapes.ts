import type { VehicleShape } from './kinds.ts';
import { CARS } from './cars.ts';
import type { Part } from './geometry.ts';
import { MACHINES } from './machines.ts';
import { TRUCKS } from './trucks.ts';

/** One 3D model per shape, built from a profile description and the shared parts of ./kit.ts. */
export const SHAPE_MODELS: Record<VehicleShape, () => Part[]> = { ...CARS, ...TRUCKS, ...MACHINES };
