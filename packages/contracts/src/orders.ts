/** Wire shapes of the orders calls of spec §7; filled by its module. */
export {};
