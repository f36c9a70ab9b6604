// The `promotions` namespace in Turkish, its tournaments pages' texts included: a chunk of its own,
// loaded when a page is in tr (../../translations.ts).
import type { TournamentTexts } from '../../tournaments-translations';
import type { PromotionsNamespace, PromotionsTexts } from './en';

const tr: PromotionsTexts = {
  title: 'Promosyonlar',
  retry: 'Tekrar dene',
  categories: { label: 'Promosyon kategorileri', all: 'Tümü', failed: 'Kategoriler yüklenemedi.' },
  tag: { heading: '“{{tag}}” etiketli', clear: 'Tüm promosyonlar: {{category}}' },
  list: {
    loading: 'Promosyonlar yükleniyor…',
    failed: 'Promosyonlar yüklenemedi.',
    empty: 'Şu anda burada promosyon yok.',
    loadMore: 'Daha fazla yükle',
    loadingMore: 'Yükleniyor…',
    moreFailed: 'Daha fazla promosyon yüklenemedi. Lütfen tekrar deneyin.',
  },
  dates: { label: 'Geçerlilik', ended: 'Sona erdi', upcoming: 'Yakında' },
  page: { loading: 'Promosyon yükleniyor…', failed: 'Bu promosyon yüklenemedi.', back: 'Promosyonlara dön' },
  notFound: { title: 'Promosyon bulunamadı', text: 'Bu promosyon mevcut değil veya artık geçerli değil.', link: 'Tüm promosyonları gör' },
  pages: {
    loading: 'Sayfa yükleniyor…',
    failed: 'Bu sayfa yüklenemedi.',
    notFound: 'Sayfa bulunamadı!',
    home: 'Ana sayfaya dön',
    signUp: 'Kaydol',
    vip: { levels: 'Seviyeler', perks: 'Ayrıcalıklar: {{level}}' },
    landing: { codeTitle: 'Bonus kodunuz', remove: 'Kodu kaldır', logIn: 'Giriş yap' },
  },
  terms: { title: 'Şartlar ve koşullar' },
};

const tournaments: TournamentTexts = {
  tab: 'Turnuvalar',
  title: 'Turnuvalar',
  backToPromotions: 'Promosyonlara dön',
  backToList: 'Tüm turnuvalar',
  loading: 'Turnuvalar yükleniyor…',
  failed: 'Turnuvalar yüklenemedi.',
  empty: 'Şu anda devam eden turnuva yok.',
  joined: 'Katıldınız',
  period: 'Dönem',
  loadingOne: 'Turnuva yükleniyor…',
  failedOne: 'Bu turnuva yüklenemedi.',
  notFoundTitle: 'Turnuva bulunamadı',
  notFoundText: 'Bu turnuva mevcut değil veya artık devam etmiyor.',
  prizes: 'Ödüller',
  place: '{{position}}. sıra:',
  leaderboard: 'Sıralama',
  periodLabel: 'Sıralama dönemi',
  periods: { current: 'Bu dönem', previous: 'Önceki dönem' },
  position: 'Sıra',
  player: 'Oyuncu',
  points: 'Puan',
  you: '(siz)',
  emptyLeaderboard: 'Bu dönemde henüz kimse puan almadı.',
  loginText: 'Katılmak ve sıranızı görmek için giriş yapın.',
  login: 'Katılmak için giriş yap',
  optInText: 'Katılın, ardından turnuvanın oyunlarını oynayın: geçerli her bahis puan kazandırır.',
  optIn: 'Katıl',
  optingIn: 'Katılımınız kaydediliyor…',
  optInFailed: 'Katılımınız kaydedilemedi. Lütfen tekrar deneyin.',
  optedIn: 'Bu turnuvaya katılıyorsunuz.',
  play: 'Casinoda oyna',
};

export default { ...tr, tournaments } satisfies PromotionsNamespace;
