import * as migration_20261122_075620_initial from './20261122_075620_initial';

export const migrations = [
  {
    up: migration_20261122_075620_initial.up,
    down: migration_20261122_075620_initial.down,
    name: '20261122_075620_initial'
  },
];
