import { useId, useState } from 'react';

/**
 * A button that shows and hides a panel (the phone menu, the filters, a roster): whether the panel is
 * open, its id, and the props that tie the button to it, so a screen reader says what the button
 * controls and whether it is expanded. Spread `toggle` onto the button and give the panel `panelId`.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    open,
    setOpen,
    panelId,
    toggle: { 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((was) => !was) },
  };
}
