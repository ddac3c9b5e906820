/* global document, window, location */
import './style.css';
document.getElementById('root').textContent = 'till';
// A lazy screen of the till (precached) and one of the back office (left out).
window.addEventListener('hashchange', () => (location.hash === '#backoffice' ? import('./backoffice/outlets.js') : import('./menu.js')));
