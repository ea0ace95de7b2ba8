import type { FeatureMessages } from '../../../lib/i18n/messages-type';

/** The sortable lists' texts (handles and screen-reader announcements); keys start with 'admin.sortable.'. */
export const messages: FeatureMessages = {
  sr: {
    'admin.sortable.role': 'premestiva stavka',
    'admin.sortable.handle': 'Premesti „{name}“',
    'admin.sortable.instructions':
      'Da premestite stavku, pritisnite razmak ili Enter. Strelicama je pomerate, razmakom ili Enterom je spuštate na novo mesto, a Escape otkazuje premeštanje. Mišem ili prstom je prevucite za ovu ručicu.',
    'admin.sortable.picked': 'Podignuto: „{name}“, mesto {position} od {count}.',
    'admin.sortable.over': '„{name}“ je sada na mestu {position} od {count}.',
    'admin.sortable.outside': '„{name}“ nije iznad liste.',
    'admin.sortable.dropped': '„{name}“ je spušteno na mesto {position} od {count}.',
    'admin.sortable.cancelled': 'Premeštanje je otkazano; „{name}“ je ostalo na mestu {position} od {count}.',
  },
  en: {
    'admin.sortable.role': 'movable item',
    'admin.sortable.handle': 'Move "{name}"',
    'admin.sortable.instructions':
      'To move an item, press Space or Enter. Move it with the arrow keys, press Space or Enter to drop it in its new place, or Escape to cancel. With a mouse or a finger, drag it by this handle.',
    'admin.sortable.picked': 'Picked up "{name}", position {position} of {count}.',
    'admin.sortable.over': '"{name}" is now at position {position} of {count}.',
    'admin.sortable.outside': '"{name}" is not over the list.',
    'admin.sortable.dropped': '"{name}" was dropped at position {position} of {count}.',
    'admin.sortable.cancelled': 'Moving was cancelled; "{name}" stays at position {position} of {count}.',
  },
};
