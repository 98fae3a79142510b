// The most used passwords of 6+ characters from public breach corpora (SecLists' top lists, NCSC's
// "100k most common"), plus obvious ones for a London wellbeing site. Shorter ones already fail the
// length rule. Shared so the sign-up form can warn before the request is sent.
const COMMON_PASSWORDS = `
123456 1234567 12345678 123456789 1234567890 0123456789 987654321 9876543210 654321 123321 123123
123123123 112233 11223344 121212 131313 123654 123789 147258 147258369 159753 159357 456789 456123
789456 789456123 111111 11111111 000000 00000000 222222 333333 444444 555555 666666 696969 777777
7777777 888888 999999 101010 102030 112358 123abc abc123 abcdef abcd1234 abc12345 a123456 aa123456
123456a 12345a 1q2w3e 1q2w3e4r 1q2w3e4r5t q1w2e3r4 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1 qazwsx
qweasd qweasdzxc qwe123 123qwe qwerty qwerty1 qwerty12 qwerty123 qwertyui qwertyuiop 1234qwer
asdfgh asdfghjkl asdf1234 asdfasdf zxcvbn zxcvbnm zxcvbnm1 azerty password password1 password12
password123 password! passw0rd p@ssw0rd p@ssword pa55word pass123 pass1234 passpass letmein letmein1
welcome welcome1 welcome123 changeme default secret secret1 admin123 administrator root123
login123 master master1 access access14 trustno1 iloveyou iloveyou1 iloveu loveyou lovely loveme
sunshine shadow monkey dragon football football1 baseball soccer hockey basketball killer superman
batman spiderman starwars pokemon matrix mustang ferrari porsche harley yankees cowboys liverpool
arsenal chelsea tottenham manchester everton london london1 london123 england england1 united
princess charlie charlie1 michael jennifer jessica michelle daniel thomas robert jordan joshua
andrew hunter buster tigger ginger pepper maggie cheese amanda summer nicole ashley matthew austin
dallas taylor thunder freedom whatever computer internet google samsung iphone apple123 flower
flowers hannah hello1 hello123 hello12 helloworld blink182 qwerty7 zxc123 abcdefg abcdefgh
aaaaaa aaaaaaaa abcabc asdasd qweqwe zzzzzz 1111111 123456789a 1234567a 12345678a 12qwaszx
football12 baseball1 jordan23 michael1 superman1 biteme fuckyou fuckyou1 jesus1 blessed angel1
angels butterfly chocolate cookie banana orange purple silver golden diamond prince tinkerbell
yoga123 yogayoga namaste namaste1 meditation wellbeing wellness mindfulness attune attune123
`;

const COMMON = new Set(COMMON_PASSWORDS.split(/\s+/).filter(Boolean));

/** True for a password found in the common list, ignoring case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}
