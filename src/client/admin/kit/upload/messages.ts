import type { FeatureMessages } from '../../../lib/i18n/messages-type';

/** The forms' image upload texts; keys start with 'admin.upload.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {
    'admin.upload.button': 'Otpremi sliku',
    'admin.upload.buttonMany': 'Otpremi slike',
    'admin.upload.buttonManyFor': 'Otpremi slike: {label}',
    'admin.upload.buttonFor': 'Otpremi sliku: {label}',
    'admin.upload.done': 'Otpremljeno u Fajlove',
    'admin.upload.failed': 'Slika „{name}“ nije otpremljena.',
    'admin.upload.progress': 'Šalje se… {percent}%',
    'admin.upload.uploaded': 'Slika „{name}“ je otpremljena u Fajlove.',
  },
  en: {
    'admin.upload.button': 'Upload an image',
    'admin.upload.buttonMany': 'Upload images',
    'admin.upload.buttonManyFor': 'Upload images: {label}',
    'admin.upload.buttonFor': 'Upload an image: {label}',
    'admin.upload.done': 'Uploaded to Files',
    'admin.upload.failed': 'The image "{name}" was not uploaded.',
    'admin.upload.progress': 'Sending… {percent}%',
    'admin.upload.uploaded': 'The image "{name}" was uploaded to Files.',
  },
};
