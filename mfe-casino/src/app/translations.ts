/** The `casino` namespace, added to the host's i18n when a parcel mounts. */
export const translations = {
  namespace: 'casino',
  resources: {
    en: { lobby: { title: 'Casino' } },
    fi: { lobby: { title: 'Kasino' } },
    de: { lobby: { title: 'Casino' } },
    no: { lobby: { title: 'Kasino' } },
    pt: { lobby: { title: 'Cassino' } },
    fr: { lobby: { title: 'Casino' } },
  },
};
