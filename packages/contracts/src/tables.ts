/** Wire shapes of the tables calls of spec §7; filled by its module. */
export {};
