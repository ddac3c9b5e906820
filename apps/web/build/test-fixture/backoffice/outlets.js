import './outlets.css';
export const outlets = ['Kopi Senja'];
