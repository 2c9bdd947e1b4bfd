/** What the drawing knows how to draw: the vehicles' shapes and the angles it sees them from. */
export const VEHICLE_SHAPES = [
  // cars (body types)
  'sedan',
  'hatchback',
  'suv',
  'coupe',
  'convertible',
  'wagon',
  'van',
  'minivan',
  'pickup',
  'light_truck',
  // special vehicles (forms)
  'cargo-truck',
  'wing-body',
  'dump-truck',
  'tractor-head',
  'tank-lorry',
  'bus',
  'crane',
  'aerial-lift',
  'excavator',
  'wheel-loader',
  'forklift',
  'concrete-mixer',
  'refrigerated-truck',
  'special-purpose',
] as const;
export type VehicleShape = (typeof VEHICLE_SHAPES)[number];

export const VIEW_ANGLES = ['front-left', 'side', 'rear', 'front'] as const;
export type ViewAngle = (typeof VIEW_ANGLES)[number];
