import { i18n, params } from '../../i18n';

export const galleryMessages = i18n('ImageGallery', {
  previous: 'Previous photo',
  next: 'Next photo',
  enlarge: 'Enlarge photo',
  close: 'Close',
  photo: params('Photo {index} of {count}'),
  show: params('Show photo {index} of {count}'),
  thumbnails: 'Choose a photo',
  noPhotos: 'No photos yet',
  loading: 'Loading photos',
});
