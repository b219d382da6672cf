import { babyCarrier, carSeat, highChair, travelCot } from './baby';
import { bajuKurung, bajuMelayu, eveningGown, songket, winterJacket } from './clothes';
import { drone, droneBatteries, fpvDrone } from './flying';
import {
  blankets,
  drill,
  dryBags,
  gardenTools,
  generator,
  officeChair,
  pressureWasher,
  sewingMachine,
  shelving,
  standingDesk,
  storageBoxes,
  underBedBags,
} from './home';
import type { Drawing } from './kind';
import { acousticGuitar, digitalPiano, drumKit, electricGuitar, gambus } from './music';
import {
  badminton,
  coolBox,
  golfBag,
  hammock,
  kayak,
  snorkelSet,
  suitcase,
  telescope,
  tent,
} from './outdoors';
import { banquetTables, boardGames, bouncyCastle, canopy, chafingDishes } from './party';
import { actionCam, camera, cinemaCamera, compactCamera, ledPanels, lens, ringLight, softbox } from './photo';
import {
  gameConsole,
  inflatableScreen,
  laptop,
  miniProjector,
  powerStation,
  projector,
  projectorScreen,
  router,
  tablet,
  tv,
} from './screens';
import {
  djBooth,
  djController,
  handheldMics,
  karaoke,
  movingHead,
  paSpeakers,
  recorder,
  wirelessMics,
} from './sound';
import { bikeRack, bikeTrailer, handTruck, roadBike, roofBox, scooter, stroller } from './wheels';

/** Every kind of thing the demo catalogue shows, by name (catalogue-data.ts gives each item one). */
export const DRAWINGS = {
  // Film & photography, audio visual
  camera,
  compactCamera,
  cinemaCamera,
  actionCam,
  lens,
  softbox,
  ledPanels,
  ringLight,
  wirelessMics,
  recorder,
  tv,
  // Projectors and screens, electronics
  projector,
  miniProjector,
  projectorScreen,
  inflatableScreen,
  laptop,
  tablet,
  gameConsole,
  powerStation,
  router,
  // Drones
  drone,
  fpvDrone,
  droneBatteries,
  // DJ and party
  djController,
  paSpeakers,
  djBooth,
  handheldMics,
  movingHead,
  karaoke,
  canopy,
  banquetTables,
  chafingDishes,
  bouncyCastle,
  boardGames,
  // Transport, storage, home and garden
  roofBox,
  bikeTrailer,
  scooter,
  bikeRack,
  handTruck,
  storageBoxes,
  dryBags,
  shelving,
  blankets,
  underBedBags,
  pressureWasher,
  drill,
  officeChair,
  gardenTools,
  standingDesk,
  generator,
  sewingMachine,
  telescope,
  // Sport, music, travel
  kayak,
  roadBike,
  badminton,
  golfBag,
  snorkelSet,
  digitalPiano,
  electricGuitar,
  gambus,
  drumKit,
  acousticGuitar,
  tent,
  suitcase,
  coolBox,
  hammock,
  // Kids & baby, clothing
  stroller,
  carSeat,
  travelCot,
  babyCarrier,
  highChair,
  bajuKurung,
  bajuMelayu,
  eveningGown,
  songket,
  winterJacket,
} satisfies Record<string, Drawing>;

export type Kind = keyof typeof DRAWINGS;
