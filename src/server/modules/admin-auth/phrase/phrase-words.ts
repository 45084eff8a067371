/**
 * Words for e-mailed admin phrases: 2095 short, common, unambiguous English words
 * (3-7 lower-case letters), so six of them carry about 66 bits yet are easy to read and type.
 * Grouped by first letter; a test keeps them unique and lower-case.
 */
export const PHRASE_WORDS: readonly string[] = `
able about above absent absorb accent accept access accord account acid acorn acre across act
action active actor actual adapt add adept adjust admire admit adopt adult advice aerial affair
afford afraid after again age agency agent agile agree ahead aid aim air airport aisle alarm album
alcove alert alias align alive alley allow ally almond almost alone along alpha alpine already
also alter always amber amble amount ample amuse anchor ancient angel angle animal ankle annual
answer antler anvil any apart apex apple apply apron aqua arbor arch arctic area arena argue
arise arm armor aroma around arrange arrive arrow art artist ascend ash aside ask aspect aspen
asset assist atlas atom attach attend attic autumn avenue avocado avoid awake award aware away axis
baby badge bag bagel bagpipe bake bakery balance balcony ball ballad bamboo banana band banjo
bank banner banquet barely barge bark barley barn barrel base basic basil basin basket batch
bath batter battery bay beach beacon beagle beak beam bean bear beard beauty beaver become bed
bee before begin behave behind beige being believe bell belong below belt bench bend benefit
berry best better beyond bicycle bid big bike bind bingo birch bird birth biscuit bison bit
black blade blank blanket blast blaze blend bless blimp blink bliss block bloom blossom blouse
blue blunt blur blush board boat bobcat body boil bold bolt bond bone bonfire bongo bonus
book boost boot border boring borrow boss both bottle bottom boulder bounce bouquet bowl box
bracket brain bramble branch brand brass brave bread break breeze breezy brick bridge brief
bright brine bring brisk broad broken bronze brook broom brown brush bubble bubbly bucket
buckle budget buffalo bugle build bulb bulk bundle bunker bunny burger burrow burst bus bush
busy butane butter button buyer buzz
cabana cabin cable cactus caddie cage cake calm camel cameo camera camp canal canary candle
candy canoe canopy canvas canyon cap capable caper capital captain car caramel carbon card
cargo carol carpet carrot carry cart case cash cashew castle casual cat catalog catch cause
cave cedar ceiling celery cell cement century cereal certain chair chalk change chapel chapter
charge chariot chase cheap check cheese cheetah chef cherry chest chief child chimney chirp
choice choose chorus chowder chunk cinema circle citizen citrus city civil claim clap clarify
claw clay clean clerk clever click client cliff climb clip clock close cloth cloud clover clown
club clump cluster coach coast cobalt cocoa coconut code coffee coil coin collect colony column
combine comet comfort comic common company compass concert condor conduct confirm connect control
cook cookie cool copper copy coral core corgi corn corner cosmic cottage cotton couch country
couple course cover coyote cozy crack cradle craft crane crater crawl crayon cream credit creek
crew cricket crisp critic crop croquet cross crouton crowd crucial cruise crunch crystal cube
cuckoo culture cup cupcake current curtain curve cushion custom cute cycle
daisy dance dapper daring dash dawn day dazzle deal debate decade decide deck declare deer
defense define degree delay deliver delta demand denim depart depend deposit depth derive desert
design desk detail detect develop device devote dewdrop diagram dial diamond diary dice diesel
diet differ digital dignity diner dingo dinner direct dirt dish display divert divide dog doll
dolphin domain domino donate donkey donor doodle door double dove draft dragon drama draw dream
dress drift drill drink drip drive drizzle drop drum dry duck dune dunes during dust duty dynamic
eager eagle early earn earth easel easily east easy echo eclair ecology economy edge edit
educate effort egg eight either elbow elder elegant element elite elm else embark ember embody
embrace emerald emerge emotion employ empower empty enable enact end endless endorse enemy
energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire
entry episode equal equip era erase erode escape essay essence estate eternal evening event
evoke evolve exact example excess excite exclude excuse exhibit exist exit exotic expand expect
expire explain expose express extend extra eye eyebrow
fabric face faculty fade faint faith falcon fall family famous fan fancy fantasy farm fashion
feature fee feed feel female fence fennel ferry fetch fever few fiber fiction fiddle field fig
figure file film filter final finch find fine finger finish fire firm first fish fit fitness
fix fjord flag flame flannel flash flat flavor flee flight flint flip float flock floor flower
fluid flush flute fly foam focus fog foggy foil fold folio follow fondue food foot force forest
forge forget fork fortune forum forward fossil foster found fox fragile frame freckle fresh
friend fringe frisbee frog front frost frozen fruit fudge fuel fun funny furnace future
gable gadget gain galaxy gallery galley game gap garage garden garlic garment gas gasp gate
gather gauge gaze gazebo gecko general genius genre gentle genuine gesture geyser giant gift
ginger giraffe give glacier glad glance glare glass glaze glide glimpse globe glory glove glow
glue gnome goat goblet gold golf good goose gopher gorilla govern gown grab grace grain grant
grape grass gravel gravity gravy great green grid griddle grit grocery group grove grow guard
guess guide guitar gumbo gym
habit haiku hair half hammer hammock hamster hand happy harbor hard harp harvest hat have
hawk hazel head health heart heavy height hello helmet help hen hero heron hickory hidden high
hiking hill hint hip hippo hire history hobby hockey hold hole holiday hollow home honey honk
hood hope hopper horn hornet horse host hotel hour hover hub huge human humble humor hundred
hungry hunt hurdle hurry husky
ice icon idea idle igloo ignore ill image imitate immense impact impose improve impulse inch
include income index indigo indoor infant inform inhale inherit initial inject inlet inner input
inquiry inside inspire install intact into invest invite involve iris iron island isolate issue
item ivory
jacket jaguar jar jasmine jazz jealous jeans jelly jersey jetty jewel jigsaw job join joke
jolly journey joy judge juggle juice jump jungle junior juniper junk just
kayak keen keep kelp kernel ketchup kettle key kick kid kind kingdom kiosk kiss kit kitchen
kite kitten kiwi knee knife knock know koala
lab label labor ladder ladle lagoon lake lamp lantern laptop large lark lasso later lattice
laugh laundry lava law lawn layer leader leaf learn leave lecture ledge left leg legal legend
leisure lemon lemur lend length lens leopard lesson letter level liberty library license life
lift light like lilac limb lime limit linen link lion liquid list little live lizard llama load
loan lobster local lock locket lodge logic long loop lottery lotus loud lounge love loyal lucky
luggage lullaby lumber lunar lunch luxury lynx lyrics
macaw machine magic magnet magpie mail main major make mallard mammal manage mango manor mansion
manual maple marble march margin marine market marsh mascot mask mass master match math matrix
matter maximum maze meadow mean measure medal media medley melody melon melt member memory
mention menu mercy merge merit merry mesh message metal meteor method middle milk million mimic
mind minimum minor mint minute miracle mirror miss mistake mitten mix mixed mixture mobile mocha
model modify mohair moment monitor monkey monster month moon moose more morning mosaic moss motion
motor mouse move movie much muffin mule mural muscle museum music must mutual myself mystery myth
nacho name napkin narrow nation nature near neck nectar need neither nerve nest net network
neutral never news next nice nickel night nimble noble noise noodle normal north nose notable
note nothing notice novel now number nut nutmeg
oak oasis oatmeal object oblige observe obtain obvious occur ocean ocelot off offer office often
oil okay old olive omit once one onion online only opal open opera opinion oppose option orange
orbit orchard orchid order organ orient osprey ostrich other otter outdoor outer output outside
oval oven over own owner oxygen oyster ozone
pact paddle page pagoda pair paisley palace palm pancake panda panel panther papaya paper parade
parent park parka parrot parsley party pass pastel pastry patch path patrol pattern pause pave
payment peace peanut pear peasant pebble pecan pelican pen pencil penguin peony people pepper
perch perfect permit person pet pewter phone photo phrase piano pickle picnic picture piece pier
pigeon pilot pink pinto pioneer pipe pitch pixel pizza place planet plastic plate play plaza
please pledge pluck plug plum plunge poem poet point polar pole polka pond pony pool poppy
popular porch portion post potato pottery powder power prairie praise predict prefer prepare
present pretty pretzel prevent price pride primary print private prize problem process produce
profit program project promote proof prosper protect proud provide public pudding puffin pull
pulp pulse pumpkin punch pupil puppy purity purpose purse push put puzzle pyramid
quail quality quantum quarter quartz quiche quick quill quilt quit quiz quote
rabbit raccoon race rack radar radio radish rail rain raise raisin rally rambler ramp ranch
random range rapid raptor rare raspy rate rather raven raw razor ready real reason rebuild
recall receive recess recipe record recycle reduce reef reflect reform region regular relax
relay release relief relish rely remain remind remove render renew rent reopen repair repeat
replace report require rescue resist result retire retreat return reunion reveal review reward
rhythm rib ribbon rice rich riddle ride ridge right rigid ring ripple risk rival river road
roast robin robot robust rocket rodeo romance roof rookie room rose rotate rough round route
rowboat royal rubber ruby rug rule run runway rural rustic
saddle safe saffron sage sail salad salmon salon salsa salt salute same sample sand sardine
satin satisfy sauce save say scale scan scare scarf scatter scene scheme school science scone
scout scrap screen script sea seal search season seat second secret section seed seek segment
select sell seminar senior sense sequel series service sesame session settle setup seven shadow
shaft shallow share shell sherbet shield shift shine ship shoe shoot shop shore short shrimp
shuffle shy sibling side sierra sight sign silent silk silver similar simple since sing siren
situate six size skate sketch ski skill skin skirt skunk slab slam sled sleep sleet slender
slice slide slight slipper slogan slot sloth slow small smart smile smoke smooth snack snap
snorkel snow soap soccer social sock soda soft solar solid solve someone song sonnet soon sort
soul sound soup source south space spare sparrow spatial speak special speed spell spend sphere
spice spike spin spirit split spoil sponsor spoon sport spot spray spread spring spruce spy
square squash squeeze stable stadium staff stage stairs stamp stand start state stay steel stem
step stereo stick still sting stock stomach stone stool stork story stove street strike strong
strudel student stuff stumble style subject submit subway success such sudden sugar suggest suit
summer summit sun sundae sunny sunset super supply supreme sure surface surge survey sustain
swallow swamp swan swap swarm swear sweet swift swim swing switch symbol syrup system
table tackle taco tag tail talent talk tango tank tape tapir target task taste tattoo taxi teach
teacup team teapot tell ten tenant tennis tent term test text thank that theme then theory there
they thing this thistle thought three thrive throw thumb thunder thyme ticket tidal tide tiger
tilt timber time tiny tip tired tissue title toast today toddler toe toffee token tomato tone
tongue tonight tool tooth top topaz topic topple torch tornado toss total toucan tourist toward
tower town toy track trade traffic trail train trap trash travel tray treat tree trellis trend
trial tribe trick trigger trim trip trolley trophy trout truck true truly trumpet trust truth
try tube tulip tumble tuna tundra tunnel turkey turn turnip turtle tuxedo tweed twelve twenty
twice twin twist two type typical
ukulele umber unable unaware uncover under undo unfair unfold unhappy uniform unique unit
unknown unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage
use used useful usual utility
vacant vacuum vague valid valley valor valve van vanilla vanish vapor various vast vault vehicle
velcro velvet vendor venture venue verb verify verse version very vessel veteran viable vibrant
video view village vintage violet violin virtual visa visit visual vital vivid vocal voice void
volcano volume vote voyage
waffle wage wagon wait walk wall walnut walrus want warbler warm wash wasp waste water wave
way wealth wear weasel weather web wedding weekend welcome west wet whale what wheat wheel when
where whip whisper wide width wild will willow win window wing wink winner winter wire wisdom
wise wish witness wolf wombat wonder wood wool word work world worth wrap wrist write
yacht yard year yellow yodel yogurt yonder you young youth
zebra zephyr zero zest zigzag zinnia zone zoo
`
  .split(/\s+/)
  .filter(Boolean);
