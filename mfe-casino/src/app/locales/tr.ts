// The `casino` namespace in Turkish: a chunk of its own, loaded when a page is in tr (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { CasinoTexts } from './en';

const tr: CasinoTexts = {
  lobby: {
    title: 'Casino',
    allGames: 'Tüm oyunlar',
    ...GAME_KIT_TEXTS.tr.lobby,
    empty: 'Bu lobide henüz oyun kategorisi yok.',
  },
  allGames: { title: 'Tüm oyunlar' },
  category: {
    notFoundTitle: 'Kategori bulunamadı',
    notFoundText: '“{{id}}” adlı bir casino kategorisi bulamadık. Adı değiştirilmiş ya da kaldırılmış olabilir.',
    loadingTitle: 'Kategori yükleniyor…',
  },
  games: {
    loading: 'Oyunlar yükleniyor…',
    empty: 'Burada henüz oyun yok.',
    backToLobby: 'Casino lobisine dön',
    loadMore: 'Daha fazla yükle',
    loadingMore: 'Daha fazlası yükleniyor…',
    shown_one: '{{count}} oyun gösteriliyor',
    shown_other: '{{count}} oyun gösteriliyor',
  },
  play: {
    notFoundTitle: 'Oyun bulunamadı',
    notFoundText: 'Bu oyun sayfası mevcut değil. Casino lobisinden bir oyun seçin.',
    gameNotFoundText: '“{{id}}” oyununu bulamadık. Kaldırılmış olabilir.',
    modeLabel: 'Oyun modu',
    playForFun: 'Eğlencesine oyna',
    playForReal: 'Gerçek parayla oyna',
    loading: 'Oyun yükleniyor…',
    starting: 'Oyun başlatılıyor…',
    ready: 'Oyun hazır',
    paused: 'Oyun duraklatıldı',
    errorTitle: 'Oyun başlatılamadı',
    errorText: 'Oyun başlatılırken bir sorun oluştu. Lütfen tekrar deneyin.',
    fullScreen: 'Tam ekran',
    exitFullScreen: 'Tam ekrandan çık',
    bonusTitle: 'Bonusunuz ve bu oyun',
    bonusExcluded: 'Bu oyun bonusunuza katkı sağlamaz',
    bonusWagering: 'Bu oyun, bonusunuzun çevrim şartlarına %{{contribution}} oranında katkı sağlar.',
    continue: 'Oyuna devam et',
  },
  tile: {
    addFavourite: '{{game}} oyununu Oyunlarım’a ekle',
    removeFavourite: '{{game}} oyununu Oyunlarım’dan kaldır',
    jackpot: 'Jackpot {{amount}}',
    bets: 'Bahisler {{range}}',
  },
  filter: {
    open: 'Sağlayıcılar',
    title: 'Sağlayıcıya göre filtrele',
    apply: 'Oyunları göster',
    clear: 'Temizle',
    close: 'Kapat',
    bottomNav: 'Casino menüsü',
    search: 'Ara',
    filtered_one: '{{count}} sağlayıcıya göre filtrelendi',
    filtered_other: '{{count}} sağlayıcıya göre filtrelendi',
  },
  search: {
    label: 'Oyun ara',
    submit: 'Ara',
    results: '“{{q}}” için sonuçlar',
    clear: 'Aramayı temizle',
    noResults: '“{{q}}” ile eşleşen oyun yok.',
  },
  myGames: {
    favourites: 'Oyunlarım',
    recent: 'Son oynananlar',
  },
  error: {
    title: 'Oyunlar yüklenemedi',
    ...GAME_KIT_TEXTS.tr.error,
  },
  winners: {
    label: 'Kazananlar',
    topTitle: 'En çok kazananlar',
    latestTitle: 'Son kazananlar',
    rangeLabel: 'Dönem',
    range: { DAY: 'Bugün', WEEK: 'Bu hafta', MONTH: 'Bu ay' },
    loading: 'Kazananlar yükleniyor…',
    empty: 'Burada henüz kazanç yok. İlk kazanç sizinki olabilir.',
    failed: 'Kazananları yükleyemedik.',
    retry: 'Tekrar dene',
  },
  menu: { label: 'Casino kategorileri', lobby: 'Lobi', allGames: 'Tüm oyunlar' },
  bonusMaxBet: 'Bonusunuz aktif olduğu sürece en yüksek bahis tutarı {{amount}}.',
};

export default tr;
