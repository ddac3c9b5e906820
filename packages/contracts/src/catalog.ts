/** Wire shapes of the catalog calls of spec §7; filled by its module. */
export {};
