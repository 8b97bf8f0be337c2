// A partner's Vue 3 app: the kit's elements are plain tags in templates, typed by
// @mc-kit/elements/vue (GlobalComponents). Vue leaves them to the browser: isCustomElement in
// the build's template options.
import type {} from '@mc-kit/elements/vue';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
