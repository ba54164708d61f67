/** Spec 1 §3: the brokers offered in the broker chooser (id and label). */
export const BROKERS = [
  { id: 'Directa', label: 'Directa' },
  { id: 'fx-pro', label: 'FxPro' },
  { id: 'Vantage', label: 'Vantage' },
  { id: 'Triomarkets', label: 'TrioMarkets' },
  { id: 'XTB', label: 'XTB' },
  { id: 'jfd-brokers', label: 'JFD Brokers' },
  { id: 'avatrade', label: 'AvaTrade' },
  { id: 'squared-financial', label: 'Squared Financial' },
  { id: 'iron-fx', label: 'IronFX' },
  { id: 'forex', label: 'Forex.com' },
  { id: 'optimus-futures', label: 'Optimus Futures' },
  { id: 'ig', label: 'IG' },
  { id: 'autres', label: null },
] as const;
