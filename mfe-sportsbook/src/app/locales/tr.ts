// The `sportsbook` namespace in Turkish: a chunk of its own, loaded when a page is in tr (../translations.ts).
import type { SportsbookTexts } from './en';

const tr: SportsbookTexts = {
  sportsbook: {
    title: 'Spor bahisleri',
    frameTitle: 'Spor bahisleri',
    unavailableTitle: 'Spor bahisleri kullanılamıyor',
    unavailableText: 'Spor bahisleri hesabınız veya pazarınız için kullanılamıyor.',
  },
  virtuals: {
    title: 'Sanal sporlar',
    frameTitle: 'Sanal sporlar',
    unavailableTitle: 'Sanal sporlar kullanılamıyor',
    unavailableText: 'Sanal sporlar hesabınız veya pazarınız için kullanılamıyor.',
  },
  frame: {
    loading: 'Yükleniyor…',
    failed: 'Spor bahisleri yüklenemedi. Bağlantınızı kontrol edip yeniden deneyin.',
    retry: 'Yeniden dene',
  },
  bonuses: {
    title: 'Spor bahisleri bonuslarınız',
    minOdds: 'en düşük oran {{odds}}',
    eligibility: { LIVE: 'canlı bahisler', PRE_MATCH: 'maç öncesi bahisler', BOTH: 'canlı ve maç öncesi bahisler' },
    toClaim_one: 'Alınmayı bekleyen {{count}} spor bahisleri bonusu',
    toClaim_other: 'Alınmayı bekleyen {{count}} spor bahisleri bonusu',
  },
};

export default tr;
