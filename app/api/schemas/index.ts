/**
 * The shapes of the provider API's records and answers (spec 01 §3, 02 §3), as zod schemas, one
 * module per domain. The app checks answers against them so a broken answer gets a clear message,
 * and the simulator builds its database collections from the same schemas: with app/api/calls.ts
 * this folder is the contract the simulator may import.
 */
export * from './actions';
export * from './auth';
export * from './communities';
export * from './devices';
export * from './doorCodes';
export * from './errors';
export * from './hubs';
export * from './pairing';
export * from './regions';
export * from './ring';
export * from './units';
export * from './workTickets';
