import { count, i18n, params } from '../../i18n';

export const fileDropzoneMessages = i18n('FileDropzone', {
  prompt: 'Drop photos here or',
  promptOne: 'Drop a photo here or',
  browse: 'browse',
  limits: params('{types}, up to {size} each.'),
  room: count({ one: 'Up to {count} photo.', other: 'Up to {count} photos.' }),
  added: params('{count} of {max} added.'),
  full: params('All {max} photos added. Remove one to add another.'),
  fullOne: 'Photo added. Remove it to choose another.',
  tooBig: params('{name} was not added: it is larger than {size}.'),
  wrongType: params('{name} was not added: it is not a {types} image.'),
  tooMany: params(
    count({
      one: '{name} was not added: you can add only {count} photo.',
      other: '{name} was not added: you can add up to {count} photos.',
    }),
  ),
  photo: params('Photo {n} of {total}'),
  cover: 'Cover',
  makeCover: 'Make cover',
  moveEarlier: 'Move earlier',
  moveLater: 'Move later',
  remove: 'Remove photo',
  reorder: 'Reorder photo',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  announceAdded: count({ one: '{count} photo added.', other: '{count} photos added.' }),
  announceMoved: params('Photo moved to position {n} of {total}.'),
  announceCover: 'Cover photo changed.',
  announceRemoved: params('{name} removed.'),
  dragInstructions:
    'To reorder, press Space or Enter, move with the arrow keys, then press Space or Enter again to drop. Escape cancels.',
  dragStart: params('Picked up photo {n}.'),
  dragOver: params('Photo is over position {n} of {total}.'),
  dragEnd: params('Photo dropped at position {n} of {total}.'),
  dragCancel: params('Reorder cancelled. Photo {n} is back in place.'),
});
