// The async boundary Module Federation needs before shared singletons are used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
