import * as migration_20261121_191125_initial from './20261121_191125_initial';

export const migrations = [
  {
    up: migration_20261121_191125_initial.up,
    down: migration_20261121_191125_initial.down,
    name: '20261121_191125_initial'
  },
];
