import './menu.css';
export const menu = ['Es Kopi Susu'];
